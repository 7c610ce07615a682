import icon from 'chemdocs-icon:chevron-right'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Arrow`: Lucide's `chevron-right`. */
export default iconComponent(icon)
