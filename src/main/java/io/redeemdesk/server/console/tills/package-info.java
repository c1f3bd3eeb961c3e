/** The console's Tills page: terminals with store, last seen, queue as last reported; enable, disable, enroll. */
package io.redeemdesk.server.console.tills;
