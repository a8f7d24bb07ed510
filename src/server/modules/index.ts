import type { ServerModule } from './context';
import { healthModule } from './health/routes';
import { searchModule } from './search/routes';
import { usersModule } from './users/routes';
import { filesModule } from './files/routes';
import { notifyModule } from './notify/routes';
import { expertsModule } from './experts/routes';
import { avatarUploadModule } from './uploads/avatar-route';
import { gigsModule } from './gigs/routes';
import { galleryUploadModule } from './uploads/gallery-route';
import { bookingsModule } from './bookings/routes';
import { walletModule } from './wallet/routes';
import { reviewsModule } from './reviews/routes';

/** Every feature of the API; a feature adds its module here. */
export const serverModules: ServerModule[] = [healthModule, usersModule, filesModule, notifyModule, gigsModule, galleryUploadModule, expertsModule, avatarUploadModule, bookingsModule, walletModule, reviewsModule, searchModule];
