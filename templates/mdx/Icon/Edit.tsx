import icon from 'chemdocs-icon:square-pen'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Edit`: Lucide's `square-pen`. */
export default iconComponent(icon)
