import { useEffect, useRef, type ReactNode } from 'react'
import { COLLAPSE_EASING, collapseDuration } from './collapse-timing.js'

interface Props {
  collapsed: boolean
  children: ReactNode
  className?: string
  id?: string
}

/**
 * A block that opens and closes with a height animation. Its first render uses static styles (no
 * animation), so server HTML and hydration agree.
 */
export function Collapsible({ collapsed, children, className, id }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const mounted = useRef(false)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    if (!mounted.current) {
      mounted.current = true
      return
    }
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    el.style.willChange = 'height'
    const finish = () => {
      el.style.willChange = ''
      el.style.transition = ''
      if (collapsed) {
        el.style.display = 'none'
        el.style.height = '0px'
        el.style.overflow = 'hidden'
      } else {
        el.style.height = 'auto'
        el.style.overflow = 'visible'
      }
    }
    const onEnd = (e: TransitionEvent) => {
      if (e.propertyName === 'height' && e.target === el) finish()
    }
    el.addEventListener('transitionend', onEnd)
    let frame = requestAnimationFrame(() => {
      if (collapsed) {
        const h = el.scrollHeight
        el.style.transition = `height ${collapseDuration(h, reduced)}ms ${COLLAPSE_EASING}`
        el.style.height = `${h}px`
        el.style.overflow = 'hidden'
        frame = requestAnimationFrame(() => {
          el.style.height = '0px'
        })
      } else {
        el.style.display = 'block'
        frame = requestAnimationFrame(() => {
          const h = el.scrollHeight
          el.style.transition = `height ${collapseDuration(h, reduced)}ms ${COLLAPSE_EASING}`
          el.style.height = `${h}px`
        })
      }
    })
    return () => {
      cancelAnimationFrame(frame)
      el.removeEventListener('transitionend', onEnd)
    }
  }, [collapsed])
  // Fixed after the first render: React must not fight the animation's inline styles.
  const initial = useRef(
    collapsed
      ? { display: 'none', overflow: 'hidden', height: '0px' }
      : { display: 'block', overflow: 'visible', height: 'auto' },
  ).current
  return (
    <div ref={ref} id={id} className={className} style={initial}>
      {children}
    </div>
  )
}
