package io.redeemdesk.config;

/** A JVM for {@link ClassDataArchiveTest}: says whether its archive was mapped and, if not, arms the writer. */
public final class ClassDataArchiveProbe {
    private ClassDataArchiveProbe() {
    }

    public static void main(String[] args) {
        ClassDataArchive.unmapped().ifPresentOrElse(archive -> {
            System.out.println("unmapped " + archive.file());
            archive.writeAtExitHereOrInUserCache();
        }, () -> System.out.println("mapped"));
    }
}
