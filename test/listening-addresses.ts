import { readFileSync } from 'node:fs'

/**
 * The local addresses that sockets listening on `port` are bound to, read from the kernel's table
 * (/proc/net/tcp and tcp6), so a test sees what the server really bound, not what it printed.
 */
export function listeningAddresses(port: number): string[] {
  const found: string[] = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string
    try {
      text = readFileSync(table, 'utf8')
    } catch {
      continue
    }
    for (const line of text.split('\n').slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/)
      if (state !== '0A' || !local) continue // 0A: LISTEN
      const [hexAddress, hexPort] = local.split(':')
      if (parseInt(hexPort!, 16) === port) found.push(decodeAddress(hexAddress!))
    }
  }
  return found
}

/** The kernel prints addresses as 32-bit words in host (little-endian) order. */
function decodeAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(''))
  if (words.length === 1) return words[0]!.match(/../g)!.map((b) => parseInt(b, 16)).join('.')
  const v6 = words.join('').match(/.{4}/g)!.map((g) => parseInt(g, 16).toString(16))
  return v6.join(':')
}
