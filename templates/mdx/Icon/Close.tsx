import icon from 'chemdocs-icon:x'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Close`: Lucide's `x`. */
export default iconComponent(icon)
