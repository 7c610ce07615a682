import icon from 'chemdocs-icon:sun'
import { iconComponent } from './icon-component.js'

/** `@theme/Icon/LightMode`: Lucide's `sun`. */
export default iconComponent(icon)
