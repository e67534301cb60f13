import { describe, expect, it } from 'vitest'
import { AeatUnavailableError, parseAeatAnswer } from './client'

const answer = (line: string, sendState = 'ParcialmenteCorrecto') =>
  '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>' +
  '<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="r" xmlns:tik="i"><tikR:CSV>A-CSV1</tikR:CSV>' +
  `<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${sendState}</tikR:EstadoEnvio>` +
  `<tikR:RespuestaLinea>${line}</tikR:RespuestaLinea></tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>`

describe('parseAeatAnswer', () => {
  it('reads the state of the record, the AEAT’s error with its entities, and the CSV', () => {
    expect(
      parseAeatAnswer(
        200,
        answer(
          '<tikR:EstadoRegistro>AceptadoConErrores</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro>' +
            '<tikR:DescripcionErrorRegistro>El campo &lt;Huella&gt; no es correcto</tikR:DescripcionErrorRegistro>',
        ),
      ),
    ).toEqual({
      csv: 'A-CSV1',
      sendState: 'ParcialmenteCorrecto',
      state: 'AceptadoConErrores',
      errorCode: '2000',
      errorText: 'El campo <Huella> no es correcto',
    })
  })

  it('takes a SOAP fault, an HTTP error or an answer without a state for the service being unavailable', () => {
    const fault =
      '<env:Envelope xmlns:env="e"><env:Body><env:Fault><faultcode>env:Client</faultcode>' +
      '<faultstring>Codigo[4102].El XML no cumple el esquema</faultstring></env:Fault></env:Body></env:Envelope>'
    expect(() => parseAeatAnswer(500, fault)).toThrow(
      new AeatUnavailableError('AEAT SOAP fault: Codigo[4102].El XML no cumple el esquema'),
    )
    expect(() => parseAeatAnswer(502, '<html>Bad gateway</html>')).toThrow(AeatUnavailableError)
    expect(() => parseAeatAnswer(200, answer('<tikR:EstadoRegistro>Quizás</tikR:EstadoRegistro>'))).toThrow(
      AeatUnavailableError,
    )
  })
})
