import { msg } from "@lingui/core/macro";

/** What a Twend's QR code is for, said wherever one is offered. */
export const QR_HINT = msg`Print it or put it on a slide; scanning it opens the Twend.`;
