import { connect } from 'node:net'

/** Sends a raw request line, so the path reaches the server exactly as written (no URL normalising). */
export function rawGet(port: number, target: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`))
    let data = ''
    socket.on('data', (d) => (data += d.toString('latin1')))
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), body: data.split('\r\n\r\n').slice(1).join('\r\n\r\n') }))
    socket.on('error', reject)
  })
}

/** Sends a raw request (method, target and headers as written) and returns the status, headers and body. */
export function rawRequest(port: number, method: string, target: string, headers: Record<string, string>, body = ''): Promise<{ status: number; head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const lines = [`${method} ${target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`), `Content-Length: ${Buffer.byteLength(body)}`, 'Connection: close', '', body]
    const socket = connect(port, '127.0.0.1', () => socket.write(lines.join('\r\n')))
    let data = ''
    socket.on('data', (d) => (data += d.toString('latin1')))
    socket.on('end', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n')
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(data)?.[1] ?? 0), head, body: rest.join('\r\n\r\n') })
    })
    socket.on('error', reject)
  })
}
