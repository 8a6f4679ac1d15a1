/**
 * The UI driver of each registered machine, by registry id. Every machine in the registry needs
 * one: `npm run test:model` fails naming each transition that has no UI path.
 */
import { pathPlayer, type PathPlayer } from '../driver';
import { authDriver } from './auth';
import { chatMessageDriver } from './chat-message';
import { paymentDriver } from './payment';
import { listingLifecycleDriver } from './listing-lifecycle';
import { postingStepperDriver } from './posting-stepper';
import { predictionDriver } from './prediction';
import { safePurchaseDriver } from './safe-purchase';

/** Each driver keeps its own world type; the runner plays it through `pathPlayer`. */
export const machineDrivers: Readonly<Record<string, PathPlayer>> = {
  auth: pathPlayer(authDriver),
  payment: pathPlayer(paymentDriver),
  'listing-lifecycle': pathPlayer(listingLifecycleDriver),
  'posting-stepper': pathPlayer(postingStepperDriver),
  prediction: pathPlayer(predictionDriver),
  'chat-message': pathPlayer(chatMessageDriver),
  'safe-purchase': pathPlayer(safePurchaseDriver),
};
