import type { Node, Parent } from 'unist'

/** Returned by a visitor: do not walk into this node's children. */
export const SKIP = Symbol('skip')

type Visitor<T extends Node> = (node: T, index: number | undefined, parent: Parent | undefined) => typeof SKIP | void

/**
 * Depth-first, parent-before-children walk of a syntax tree, like unist-util-visit without its
 * per-node bookkeeping (the stack of ancestors and a closure per node), which cost our plugins a
 * fifth of the markdown transform. With `type`, only nodes of that type are visited. A visitor may
 * replace the node it is given in `parent.children` and return SKIP.
 */
export function walk<T extends Node = Node>(tree: Node, typeOrVisitor: string | Visitor<T>, maybeVisitor?: Visitor<T>): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor)!
  const go = (node: Node, index: number | undefined, parent: Parent | undefined): void => {
    if ((type === undefined || node.type === type) && visitor(node as T, index, parent) === SKIP) return
    const children = (node as Partial<Parent>).children
    if (children) for (let i = 0; i < children.length; i++) go(children[i]!, i, node as Parent)
  }
  go(tree, undefined, undefined)
}
