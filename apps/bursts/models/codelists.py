"""The code lists a child's ethnicity and nationality are kept in: a child stores the code,
pages and filters show its label. MIS and schools spell the same thing several ways ("White -
British", "White British", "WBRI", "Asian or Asian British - Indian", "Asian - Indian"),
and a filter must offer each once.

- Ethnicity: the DfE's main ethnicity codes of the school census (WBRI "White - British"...,
  REFU "Refused", NOBT "Information not yet obtained"). The census's extended codes (WENG,
  WEEU, BNGN...) and their labels are folded into their main code: the statistics filter by
  the main categories, and a finer heritage than that is more than BURSTS needs to keep.
- Nationality: ISO 3166-1 alpha-3 country codes, shown as the nationality (GBR "British").

`ethnicity_code` and `nationality_code` read whatever the MIS or an older row holds: a
code, a label, a label with its census group ("Asian or Asian British - Indian"),
case, dashes and spacing aside. A value neither list knows is kept as given (trimmed,
spaces collapsed) rather than lost, and shows as given."""

import re

# code, label, group, names (alone), names only after the group ("White - Polish")
_ETHNICITIES = [
    ("WBRI", "White - British", "white", ["white british", "other white british"],
     ["british", "english", "scottish", "welsh", "cornish", "northern irish", "other british"]),
    ("WIRI", "White - Irish", "white", ["white irish"], ["irish"]),
    ("WIRT", "Traveller of Irish heritage", "white", ["traveller of irish heritage", "irish traveller"],
     ["traveller of irish heritage", "irish traveller"]),
    ("WROM", "Gypsy / Roma", "white",
     ["gypsy roma", "gypsy or roma", "gypsy", "roma", "gypsy romany", "other gypsy roma"],
     ["gypsy roma", "gypsy or roma", "gypsy", "roma"]),
    ("WOTH", "Any other White background", "white",
     ["any other white background", "other white background", "white other", "other white", "white european",
      "white eastern european", "white western european"],
     ["other", "any other", "other background", "any other background", "any other white background", "european",
      "eastern european", "western european", "albanian", "bosnian herzegovinian", "croatian", "greek",
      "greek cypriot", "greek greek cypriot", "italian", "kosovan", "polish", "portuguese", "romanian", "serbian",
      "turkish", "turkish cypriot", "turkish turkish cypriot", "lithuanian", "latvian", "bulgarian", "russian"]),
    ("MWBC", "White and Black Caribbean", "mixed", ["white and black caribbean"], []),
    ("MWBA", "White and Black African", "mixed", ["white and black african"], []),
    ("MWAS", "White and Asian", "mixed",
     ["white and asian", "white and pakistani", "white and indian", "white and any other asian background"], []),
    ("MOTH", "Any other mixed background", "mixed",
     ["any other mixed background", "other mixed background", "mixed other", "other mixed", "mixed",
      "any other mixed multiple ethnic background", "asian and any other ethnic group", "asian and black",
      "asian and chinese", "black and any other ethnic group", "black and chinese",
      "chinese and any other ethnic group", "white and any other ethnic group", "white and chinese"],
     ["other", "any other", "other background", "any other background"]),
    ("AIND", "Indian", "asian", ["indian"], []),
    ("APKN", "Pakistani", "asian", ["pakistani", "mirpuri pakistani", "kashmiri pakistani", "other pakistani"], []),
    ("ABAN", "Bangladeshi", "asian", ["bangladeshi"], []),
    ("AOTH", "Any other Asian background", "asian",
     ["any other asian background", "other asian background", "asian other", "other asian", "nepali",
      "sri lankan tamil", "sri lankan sinhalese", "sri lankan other", "african asian"],
     ["other", "any other", "other background", "any other background"]),
    ("BCRB", "Black Caribbean", "black", ["black caribbean"], ["caribbean"]),
    ("BAFR", "Black - African", "black", ["black african"],
     ["african", "nigerian", "ghanaian", "somali", "sudanese", "congolese", "angolan", "sierra leonean",
      "other black african"]),
    ("BOTH", "Any other Black background", "black",
     ["any other black background", "other black background", "black other", "other black", "black european",
      "black north american"],
     ["other", "any other", "other background", "any other background"]),
    ("CHNE", "Chinese", "chinese",
     ["chinese", "hong kong chinese", "malaysian chinese", "singaporean chinese", "taiwanese", "other chinese"], []),
    ("OOTH", "Any other ethnic group", "other",
     ["any other ethnic group", "other ethnic group", "any other group", "other", "any other", "arab",
      "other arab", "afghan", "iranian", "iraqi", "kurdish", "filipino", "japanese", "korean", "vietnamese", "thai",
      "latin american"],
     ["other", "any other"]),
    ("REFU", "Refused", "", ["refused", "information refused", "prefer not to say"], []),
    ("NOBT", "Information not yet obtained", "", ["information not yet obtained", "not yet obtained",
                                                  "not obtained", "not known", "unknown"], []),
]  # fmt: skip
# How MIS and census forms name each group before a label ("Asian or Asian British - Indian").
_GROUPS = {
    "white": ["white"],
    "mixed": ["mixed", "mixed dual background", "mixed multiple ethnic groups", "mixed or multiple ethnic groups",
              "dual background"],
    "asian": ["asian", "asian or asian british", "asian british"],
    "black": ["black", "black or black british", "black british", "black african caribbean or black british",
              "black caribbean or african"],
    "chinese": ["chinese", "asian", "asian or asian british", "chinese or other ethnic group"],
    "other": ["other ethnic group", "other", "chinese or other ethnic group", "any other ethnic group"],
}  # fmt: skip
# The census's extended codes and the main code each belongs to.
_EXTENDED = {
    **dict.fromkeys(["WCOR", "WENG", "WNIR", "WSCO", "WWEL", "WOWB"], "WBRI"),
    **dict.fromkeys(["WALB", "WBOS", "WCRO", "WGRE", "WGRK", "WGRC", "WITA", "WKOS", "WPOR", "WSER", "WTUR",
                     "WTUK", "WTUC", "WEUR", "WEEU", "WWEU", "WOTW"], "WOTH"),
    **dict.fromkeys(["WROG", "WROR", "WROO"], "WROM"),
    **dict.fromkeys(["MWAP", "MWAI", "MWAO"], "MWAS"),
    **dict.fromkeys(["MAOE", "MABL", "MACH", "MBOE", "MBCH", "MCOE", "MWOE", "MWCH", "MOTM"], "MOTH"),
    **dict.fromkeys(["AMPK", "AKPA", "AOPK"], "APKN"),
    **dict.fromkeys(["AAFR", "AKAO", "ANEP", "ASNL", "ASLT", "ASRO", "AOTA"], "AOTH"),
    **dict.fromkeys(["BANN", "BCON", "BGHA", "BNGN", "BSLN", "BSOM", "BSUD", "BAOF"], "BAFR"),
    **dict.fromkeys(["BEUR", "BNAM", "BOTB"], "BOTH"),
    **dict.fromkeys(["CHKC", "CMAL", "CSNG", "CTWN", "COCH"], "CHNE"),
}  # fmt: skip

# code, nationality, other names (the country's, and what MIS write for it)
_NATIONALITIES = [
    ("GBR", "British", ["united kingdom", "uk", "great britain", "england", "english", "scotland", "scottish", "wales",
                        "welsh", "northern ireland", "northern irish", "british citizen", "gb"]),
    ("IRL", "Irish", ["ireland", "republic of ireland", "eire"]),
    ("AFG", "Afghan", ["afghanistan"]), ("ALB", "Albanian", ["albania"]), ("DZA", "Algerian", ["algeria"]),
    ("AGO", "Angolan", ["angola"]), ("ARG", "Argentine", ["argentina", "argentinian"]),
    ("ARM", "Armenian", ["armenia"]), ("AUS", "Australian", ["australia"]), ("AUT", "Austrian", ["austria"]),
    ("AZE", "Azerbaijani", ["azerbaijan"]), ("BGD", "Bangladeshi", ["bangladesh"]),
    ("BLR", "Belarusian", ["belarus"]), ("BEL", "Belgian", ["belgium"]),
    ("BIH", "Bosnian", ["bosnia and herzegovina", "bosnia", "bosnian herzegovinian"]),
    ("BWA", "Botswanan", ["botswana", "motswana"]), ("BRA", "Brazilian", ["brazil"]),
    ("BGR", "Bulgarian", ["bulgaria"]), ("BDI", "Burundian", ["burundi"]), ("KHM", "Cambodian", ["cambodia"]),
    ("CMR", "Cameroonian", ["cameroon"]), ("CAN", "Canadian", ["canada"]), ("CHL", "Chilean", ["chile"]),
    ("CHN", "Chinese", ["china"]), ("COL", "Colombian", ["colombia"]),
    ("COD", "Congolese", ["democratic republic of the congo", "dr congo", "drc", "congo"]),
    ("HRV", "Croatian", ["croatia"]), ("CUB", "Cuban", ["cuba"]), ("CYP", "Cypriot", ["cyprus"]),
    ("CZE", "Czech", ["czech republic", "czechia"]), ("DNK", "Danish", ["denmark"]),
    ("ECU", "Ecuadorian", ["ecuador"]), ("EGY", "Egyptian", ["egypt"]), ("ERI", "Eritrean", ["eritrea"]),
    ("EST", "Estonian", ["estonia"]), ("ETH", "Ethiopian", ["ethiopia"]), ("FIN", "Finnish", ["finland"]),
    ("FRA", "French", ["france"]), ("GMB", "Gambian", ["gambia", "the gambia"]), ("GEO", "Georgian", ["georgia"]),
    ("DEU", "German", ["germany"]), ("GHA", "Ghanaian", ["ghana"]), ("GRC", "Greek", ["greece"]),
    ("GUY", "Guyanese", ["guyana"]), ("HKG", "Hong Kong", ["hong kong", "hong konger", "british national overseas"]),
    ("HUN", "Hungarian", ["hungary"]), ("ISL", "Icelandic", ["iceland"]), ("IND", "Indian", ["india"]),
    ("IDN", "Indonesian", ["indonesia"]), ("IRN", "Iranian", ["iran"]), ("IRQ", "Iraqi", ["iraq"]),
    ("ISR", "Israeli", ["israel"]), ("ITA", "Italian", ["italy"]),
    ("CIV", "Ivorian", ["ivory coast", "cote d ivoire", "côte d ivoire"]), ("JAM", "Jamaican", ["jamaica"]),
    ("JPN", "Japanese", ["japan"]), ("JOR", "Jordanian", ["jordan"]), ("KAZ", "Kazakh", ["kazakhstan"]),
    ("KEN", "Kenyan", ["kenya"]), ("KWT", "Kuwaiti", ["kuwait"]), ("LVA", "Latvian", ["latvia"]),
    ("LBN", "Lebanese", ["lebanon"]), ("LBY", "Libyan", ["libya"]), ("LTU", "Lithuanian", ["lithuania"]),
    ("MWI", "Malawian", ["malawi"]), ("MYS", "Malaysian", ["malaysia"]), ("MLT", "Maltese", ["malta"]),
    ("MUS", "Mauritian", ["mauritius"]), ("MEX", "Mexican", ["mexico"]), ("MDA", "Moldovan", ["moldova"]),
    ("MNG", "Mongolian", ["mongolia"]), ("MNE", "Montenegrin", ["montenegro"]), ("MAR", "Moroccan", ["morocco"]),
    ("MOZ", "Mozambican", ["mozambique"]), ("MMR", "Burmese", ["myanmar", "burma"]),
    ("NPL", "Nepalese", ["nepal", "nepali"]), ("NLD", "Dutch", ["netherlands", "the netherlands", "holland"]),
    ("NZL", "New Zealander", ["new zealand"]), ("NGA", "Nigerian", ["nigeria"]),
    ("MKD", "Macedonian", ["north macedonia", "macedonia"]), ("NOR", "Norwegian", ["norway"]),
    ("PAK", "Pakistani", ["pakistan"]), ("PSE", "Palestinian", ["palestine"]), ("PER", "Peruvian", ["peru"]),
    ("PHL", "Filipino", ["philippines", "philippine"]), ("POL", "Polish", ["poland"]),
    ("PRT", "Portuguese", ["portugal"]), ("QAT", "Qatari", ["qatar"]), ("ROU", "Romanian", ["romania"]),
    ("RUS", "Russian", ["russia", "russian federation"]), ("RWA", "Rwandan", ["rwanda"]),
    ("SAU", "Saudi", ["saudi arabia", "saudi arabian"]), ("SEN", "Senegalese", ["senegal"]),
    ("SRB", "Serbian", ["serbia"]), ("SLE", "Sierra Leonean", ["sierra leone"]),
    ("SGP", "Singaporean", ["singapore"]), ("SVK", "Slovak", ["slovakia", "slovakian"]),
    ("SVN", "Slovenian", ["slovenia"]), ("SOM", "Somali", ["somalia", "somalian"]),
    ("ZAF", "South African", ["south africa"]), ("KOR", "South Korean", ["south korea", "korea", "korean"]),
    ("SSD", "South Sudanese", ["south sudan"]), ("ESP", "Spanish", ["spain"]), ("LKA", "Sri Lankan", ["sri lanka"]),
    ("SDN", "Sudanese", ["sudan"]), ("SWE", "Swedish", ["sweden"]), ("CHE", "Swiss", ["switzerland"]),
    ("SYR", "Syrian", ["syria"]), ("TWN", "Taiwanese", ["taiwan"]), ("TZA", "Tanzanian", ["tanzania"]),
    ("THA", "Thai", ["thailand"]), ("TTO", "Trinidadian", ["trinidad and tobago", "trinidad"]),
    ("TUN", "Tunisian", ["tunisia"]), ("TUR", "Turkish", ["turkey", "turkiye"]), ("UGA", "Ugandan", ["uganda"]),
    ("UKR", "Ukrainian", ["ukraine"]), ("ARE", "Emirati", ["united arab emirates", "uae"]),
    ("USA", "American", ["united states", "united states of america", "us", "usa"]),
    ("UZB", "Uzbek", ["uzbekistan"]), ("VNM", "Vietnamese", ["vietnam", "viet nam"]), ("YEM", "Yemeni", ["yemen"]),
    ("ZMB", "Zambian", ["zambia"]), ("ZWE", "Zimbabwean", ["zimbabwe"]),
]  # fmt: skip
# What MIS write when a nationality is not known: no nationality, not a value of its own.
_NO_NATIONALITY = {"not known", "unknown", "not stated", "refused", "information not yet obtained", "none"}

ETHNICITIES: dict[str, str] = {code: label for code, label, *_ in _ETHNICITIES}
NATIONALITIES: dict[str, str] = {code: label for code, label, _ in _NATIONALITIES}
MAX_LENGTH = 60  # the columns' length


def _key(value) -> str:
    """'Asian or Asian British - Indian' -> 'asian or asian british indian'."""
    text = str(value or "").lower().replace("&", " and ").replace("'", " ")
    return " ".join(re.sub(r"[^a-z0-9ôé]+", " ", text).split())


def _ethnicity_names() -> dict[str, str]:
    names = {}
    for code, label, group, alone, after_group in _ETHNICITIES:
        for name in [label, *alone]:
            names.setdefault(_key(name), code)
        for prefix in _GROUPS.get(group, []):
            for name in [label, *alone, *after_group]:
                names.setdefault(_key(f"{prefix} {name}"), code)
    return names


def _nationality_names() -> dict[str, str]:
    names = {}
    for code, label, others in _NATIONALITIES:
        for name in [label, *others]:
            names.setdefault(_key(name), code)
    return names


_ETHNICITY_NAMES = _ethnicity_names()
_NATIONALITY_NAMES = _nationality_names()


def _as_given(value) -> str:
    return " ".join(str(value or "").split())[:MAX_LENGTH]


def ethnicity_code(value) -> str:
    """The main DfE code for what an MIS or an older row holds ('' for nothing)."""
    text = _as_given(value)
    if not text:
        return ""
    upper = text.upper()
    if upper in ETHNICITIES:
        return upper
    if upper in _EXTENDED:
        return _EXTENDED[upper]
    return _ETHNICITY_NAMES.get(_key(text), text)


def nationality_code(value) -> str:
    """The ISO 3166-1 alpha-3 code for a nationality or country ('' for nothing or not known)."""
    text = _as_given(value)
    if not text or _key(text) in _NO_NATIONALITY:
        return ""
    upper = text.upper()
    if upper in NATIONALITIES:
        return upper
    return _NATIONALITY_NAMES.get(_key(text), text)


def ethnicity_label(code: str) -> str:
    return ETHNICITIES.get(code, code)


def nationality_label(code: str) -> str:
    return NATIONALITIES.get(code, code)


def choices(codes, labels: dict[str, str]) -> list[list[str]]:
    """Filter options for the codes found: each once, in the list's order (ethnicities stay
    grouped as the census groups them; nationalities by label), values the list does not
    know after them."""
    found = {c for c in codes if c}
    order = {code: n for n, code in enumerate(labels)}
    known = sorted((c for c in found if c in labels), key=order.get)
    return [[c, labels[c]] for c in known] + [[c, c] for c in sorted(found - set(labels), key=str.lower)]


def ethnicity_choices(codes) -> list[list[str]]:
    return choices(codes, ETHNICITIES)


def nationality_choices(codes) -> list[list[str]]:
    """British first (most children), then by nationality."""
    labels = dict(sorted(NATIONALITIES.items(), key=lambda item: (item[0] != "GBR", item[1])))
    return choices(codes, labels)
