import type { ServerModule } from './context';
import { healthModule } from './health/routes';
import { filesModule } from './files/routes';
import { notifyModule } from './notify/routes';

/** Every feature of the API; a feature adds its module here. */
export const serverModules: ServerModule[] = [healthModule, filesModule, notifyModule];
