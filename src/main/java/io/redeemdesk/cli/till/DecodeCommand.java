package io.redeemdesk.cli.till;

import io.redeemdesk.cli.common.Exits;
import com.google.zxing.BarcodeFormat;
import io.redeemdesk.client.scan.CodeDecoder;
import io.redeemdesk.client.scan.DecodedCode;
import io.redeemdesk.client.scan.ScanFormats;
import io.redeemdesk.client.scan.StillImageDecoder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;

/**
 * {@code decode FILE…}: runs the app's decoder on image files, one line per file: {@code <file>\t<FORMAT>\t<text>}
 * or {@code <file>\t-}. A file that cannot be read also gets {@code -}, the reason goes to standard error, and the
 * command ends with exit 66 (the other files are still read).
 */
@Command(name = "decode", mixinStandardHelpOptions = true,
        description = "Read barcodes and QR codes from image files; prints <file>\\t<FORMAT>\\t<text> or <file>\\t-.")
public final class DecodeCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", arity = "1..*", description = "PNG, JPEG, GIF or BMP files")
    List<Path> files;

    @Option(names = "--formats", paramLabel = "LIST",
            description = "comma-separated ZXing formats (default: QR_CODE,CODE_128,EAN_13,EAN_8,UPC_A,"
                    + "DATA_MATRIX,PDF_417,AZTEC)")
    String formats;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        StillImageDecoder decoder = new StillImageDecoder(new CodeDecoder(formats()));
        int status = 0;
        for (Path file : files) {
            Optional<DecodedCode> code;
            try {
                code = decoder.decode(file);
            } catch (IOException e) {
                System.err.println("decode: " + e.getMessage());
                status = Exits.NO_INPUT;
                code = Optional.empty();
            }
            System.out.println(code.map(c -> file + "\t" + c.format() + "\t" + escape(c.text())).orElse(file + "\t-"));
        }
        System.out.flush();
        return status;
    }

    private Set<BarcodeFormat> formats() {
        try {
            return ScanFormats.parse(formats);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--formats: " + e.getMessage());
        }
    }

    /** Backslash, tab, newline and carriage return written as {@code \\}, {@code \t}, {@code \n}, {@code \r}. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\\' -> out.append("\\\\");
                case '\t' -> out.append("\\t");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
