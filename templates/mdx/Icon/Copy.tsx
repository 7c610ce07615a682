import icon from 'chemdocs-icon:copy'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Copy`: Lucide's `copy`. */
export default iconComponent(icon)
