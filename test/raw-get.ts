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
