import { iconComponent } from './icon-component.js'

/** `@theme/Icon/DarkMode`. */
export default iconComponent('moon')
