/**
 * Every machine the product runs on, for the statechart studio and the model-based tests.
 * Add a machine here (with its entry in ./registry) and it is drawn and path-tested.
 */
import { authEntry } from './registry/auth';
import { chatMessageEntry } from './registry/chat-message';
import { listingLifecycleEntry } from './registry/listing-lifecycle';
import { paymentEntry } from './registry/payment';
import { postingStepperEntry } from './registry/posting-stepper';
import { predictionEntry } from './registry/prediction';
import { safePurchaseEntry } from './registry/safe-purchase';
import type { MachineEntry } from './registry/types';

export const machineRegistry: readonly MachineEntry[] = [authEntry, listingLifecycleEntry, paymentEntry, postingStepperEntry, predictionEntry, chatMessageEntry, safePurchaseEntry];

export type { MachineEntry, RegistryEvent, StateDoc, UiProbe } from './registry/types';
