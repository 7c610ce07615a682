import icon from 'chemdocs-icon:menu'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Menu`: Lucide's `menu`. */
export default iconComponent(icon)
