package io.redeemdesk.server.sheet;

import org.junit.jupiter.api.Test;

import java.io.ByteArrayOutputStream;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A sheet reports the characters it printed as '?' because no font at hand has them, and only those. */
class VoucherSheetNoticeTest {
    @Test
    void charactersNoFontHasAreReportedInTheOrderMet() throws Exception {
        List<SheetVoucher> vouchers = List.of(new SheetVoucher("0000000000000A", "☕ Kaffee 咖啡", 350, "EUR", null),
                new SheetVoucher("0000000000000B", "Tee ☕", 300, "EUR", null));

        assertThat(new VoucherSheet(SheetFont.none()).write(vouchers, new ByteArrayOutputStream()))
                .containsExactly("☕", "咖", "啡");
    }

    @Test
    void aSheetHelveticaCanSetReportsNothing() throws Exception {
        List<SheetVoucher> vouchers = List.of(new SheetVoucher("0000000000000A", "Café crème", 350, "EUR", null));

        assertThat(new VoucherSheet(SheetFont.none()).write(vouchers, new ByteArrayOutputStream())).isEmpty();
    }
}
