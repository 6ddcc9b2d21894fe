from whitenoise.storage import CompressedManifestStaticFilesStorage


class StaticStorage(CompressedManifestStaticFilesStorage):
    """Vite already names its chunks by hash and imports them by those names; hashing
    them again would make a lazy chunk import a second copy of React. So files under
    dist/ keep their names."""

    manifest_strict = False

    def hashed_name(self, name, content=None, filename=None):
        if name.startswith("dist/"):
            return name
        return super().hashed_name(name, content, filename)
