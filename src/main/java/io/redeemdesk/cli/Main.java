package io.redeemdesk.cli;
public class Main { public static void main(String[] a) {} }
