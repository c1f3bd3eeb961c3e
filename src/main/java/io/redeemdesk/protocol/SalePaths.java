package io.redeemdesk.protocol;

/** The paths of the sale and look-up endpoints, spelled once for both sides. */
public final class SalePaths {
    public static final String SALE = "/v1/sales/{saleId}";
    public static final String HOLDS = SALE + "/holds";
    public static final String HOLD = HOLDS + "/{code}";
    public static final String CAPTURE = SALE + "/capture";
    public static final String VOID = SALE + "/void";
    public static final String VOUCHER = "/v1/vouchers/{code}";

    private SalePaths() {
    }

    /** {@link #SALE} with its parameter filled in. */
    public static String sale(String saleId) {
        return "/v1/sales/" + saleId;
    }

    public static String holds(String saleId) {
        return sale(saleId) + "/holds";
    }

    public static String hold(String saleId, String code) {
        return holds(saleId) + "/" + code;
    }

    public static String capture(String saleId) {
        return sale(saleId) + "/capture";
    }

    public static String voidSale(String saleId) {
        return sale(saleId) + "/void";
    }

    public static String voucher(String code) {
        return "/v1/vouchers/" + code;
    }
}
