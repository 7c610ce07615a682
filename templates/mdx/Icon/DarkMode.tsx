import icon from 'chemdocs-icon:moon'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/DarkMode`: Lucide's `moon`. */
export default iconComponent(icon)
