export { default } from '../../[kind]/[query]/loading'
