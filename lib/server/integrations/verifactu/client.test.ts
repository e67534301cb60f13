import { describe, expect, it } from 'vitest'
import { AeatRejectedError, AeatUnavailableError, parseAeatAnswer } from './client'

const answer = (lines: string[], sendState = 'ParcialmenteCorrecto') =>
  '<env:Envelope xmlns:env="http://schemas.xmlsoap.org/soap/envelope/"><env:Body>' +
  '<tikR:RespuestaRegFactuSistemaFacturacion xmlns:tikR="r" xmlns:tik="i"><tikR:CSV>A-CSV1</tikR:CSV>' +
  `<tikR:TiempoEsperaEnvio>60</tikR:TiempoEsperaEnvio><tikR:EstadoEnvio>${sendState}</tikR:EstadoEnvio>` +
  lines.map((line) => `<tikR:RespuestaLinea>${line}</tikR:RespuestaLinea>`).join('') +
  '</tikR:RespuestaRegFactuSistemaFacturacion></env:Body></env:Envelope>'

const line = (number: string, operation: string, state: string, extra = '') =>
  `<tikR:IDFactura><tik:IDEmisorFactura>89890001K</tik:IDEmisorFactura><tik:NumSerieFactura>${number}</tik:NumSerieFactura></tikR:IDFactura>` +
  `<tikR:Operacion><tik:TipoOperacion>${operation}</tik:TipoOperacion></tikR:Operacion>${extra}<tikR:EstadoRegistro>${state}</tikR:EstadoRegistro>`

const fault = (reason: string) =>
  '<env:Envelope xmlns:env="e"><env:Body><env:Fault><faultcode>env:Client</faultcode>' +
  `<faultstring>${reason}</faultstring></env:Fault></env:Body></env:Envelope>`

describe('parseAeatAnswer', () => {
  it('reads the wait, the CSV and each line’s verdict with the AEAT’s error and its entities', () => {
    expect(
      parseAeatAnswer(
        200,
        answer([
          line('FAC-1', 'Alta', 'Correcto', '<tikR:RefExterna>ref-1</tikR:RefExterna>'),
          line('FAC-1', 'Anulacion', 'AceptadoConErrores', '').replace(
            '</tikR:EstadoRegistro>',
            '</tikR:EstadoRegistro><tikR:CodigoErrorRegistro>2000</tikR:CodigoErrorRegistro>' +
              '<tikR:DescripcionErrorRegistro>El campo &lt;Huella&gt; no es correcto</tikR:DescripcionErrorRegistro>',
          ),
        ]),
      ),
    ).toEqual({
      csv: 'A-CSV1',
      sendState: 'ParcialmenteCorrecto',
      waitSeconds: 60,
      lines: [
        {
          ref: 'ref-1',
          invoiceNumber: 'FAC-1',
          operation: 'Alta',
          state: 'Correcto',
          errorCode: null,
          errorText: null,
        },
        {
          ref: null,
          invoiceNumber: 'FAC-1',
          operation: 'Anulacion',
          state: 'AceptadoConErrores',
          errorCode: '2000',
          errorText: 'El campo <Huella> no es correcto',
        },
      ],
    })
  })

  it('takes a fault about the XML, or a 400, for a refusal with the AEAT’s code and text', () => {
    expect(() => parseAeatAnswer(500, fault('Codigo[4102].El XML no cumple el esquema'))).toThrow(
      new AeatRejectedError('4102', 'El XML no cumple el esquema'),
    )
    expect(() => parseAeatAnswer(400, '<html><body>Bad request</body></html>')).toThrow(
      new AeatRejectedError('HTTP 400', 'Bad request'),
    )
  })

  it('takes an unavailable service, a 5xx, a refused certificate or an answer without a state for a retry', () => {
    expect(() => parseAeatAnswer(500, fault('Codigo[-1].Servicio no disponible temporalmente'))).toThrow(
      AeatUnavailableError,
    )
    expect(() => parseAeatAnswer(502, '<html>Bad gateway</html>')).toThrow(AeatUnavailableError)
    expect(() => parseAeatAnswer(403, '<html>Acceso denegado</html>')).toThrow(AeatUnavailableError)
    expect(() => parseAeatAnswer(429, '')).toThrow(AeatUnavailableError)
    expect(() => parseAeatAnswer(200, answer([line('FAC-1', 'Alta', 'Quizás')]))).toThrow(
      AeatUnavailableError,
    )
    expect(() => parseAeatAnswer(200, '<env:Envelope/>')).toThrow(AeatUnavailableError)
  })
})
