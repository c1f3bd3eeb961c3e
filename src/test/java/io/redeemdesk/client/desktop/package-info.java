/**
 * The till on a real desktop: Xvfb with the openbox window manager, the real app in its own JVM on the GTK
 * platform, and a fit check that reads every window's geometry from the X server and every control's bounds.
 */
package io.redeemdesk.client.desktop;
