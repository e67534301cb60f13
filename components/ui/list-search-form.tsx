import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/contract/locales'
import { getPathname } from '@/lib/i18n/navigation'

export interface SelectFilter {
  name: string
  label: string
  value: string
  options: ReadonlyArray<{ value: string; label: string }>
}

interface CheckboxFilter {
  name: string
  label: string
  checked: boolean
}

interface Props {
  locale: Locale
  path: string
  label: string
  q: string
  selects?: SelectFilter[]
  checkboxes?: CheckboxFilter[]
}

/** A plain GET form: it works without JavaScript and its address is the cached list page for that query. */
export async function ListSearchForm({ locale, path, label, q, selects = [], checkboxes = [] }: Props) {
  const t = await getTranslations({ locale, namespace: 'Lists' })
  return (
    <form
      className="list-search"
      role="search"
      aria-label={label}
      action={getPathname({ locale, href: path })}
    >
      <div className="list-search__field list-search__field--wide">
        <label htmlFor="list-search-q">{t('searchLabel')}</label>
        <input id="list-search-q" type="search" name="q" defaultValue={q} maxLength={200} />
      </div>
      {selects.map((select) => (
        <div className="list-search__field" key={select.name}>
          <label htmlFor={`list-search-${select.name}`}>{select.label}</label>
          <select id={`list-search-${select.name}`} name={select.name} defaultValue={select.value}>
            <option value="">{t('any')}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {checkboxes.map((checkbox) => (
        <div className="list-search__check" key={checkbox.name}>
          <input
            id={`list-search-${checkbox.name}`}
            type="checkbox"
            name={checkbox.name}
            value="true"
            defaultChecked={checkbox.checked}
          />
          <label htmlFor={`list-search-${checkbox.name}`}>{checkbox.label}</label>
        </div>
      ))}
      <button type="submit" className="list-search__submit">
        {t('submit')}
      </button>
    </form>
  )
}
