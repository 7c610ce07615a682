import { iconComponent } from './icon-component.js'

/** `@theme/Icon/Home`. */
export default iconComponent('home')
