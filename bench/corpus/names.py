"""Tables of fictional people, entities and real places, and the pickers that draw from them.

Every name is invented from the tables below (given names, surnames, entity cores); places are real US
cities with their real county and state, so a changed city or county is still a plausible place. The
``Names`` picker never hands out the same surname, entity core or city twice in one matter, which keeps
fabricated replacements (drawn from what is left) out of the matter by construction.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

GIVEN = (
    "Adrienne", "Alvaro", "Anneliese", "Bartholomew", "Beatriz", "Benedict", "Calliope", "Cormac", "Dagny",
    "Delphine", "Desmond", "Evander", "Farrah", "Fenwick", "Georgina", "Gideon", "Hollis", "Imogen", "Ingrid",
    "Jasper", "Josefina", "Katarina", "Lachlan", "Leopold", "Lucinda", "Marisol", "Maximilian", "Meredith",
    "Nikolai", "Octavia", "Odessa", "Percival", "Philippa", "Quentin", "Rosalind", "Rupert", "Saoirse",
    "Sebastian", "Solveig", "Tamsin", "Thaddeus", "Ulrich", "Valentina", "Wendell", "Winifred", "Xavier",
    "Yolanda", "Zachariah", "Priya", "Tobias", "Annika", "Emeric", "Noemi", "Caspian", "Lorena", "Ambrose",
)
SURNAMES = (
    "Abernathy", "Achterberg", "Ballantyne", "Birkenstock", "Castellanos", "Cavendish", "Delacroix", "Dunmore",
    "Eckhardt", "Fairweather", "Falconer", "Gallagher", "Galloway", "Hargreave", "Haverford", "Ingersoll",
    "Jaramillo", "Kettering", "Kowalczyk", "Lindqvist", "Longbottom", "Macready", "Marchetti", "Northcott",
    "Okonkwo", "Ostrowski", "Pemberton", "Quintero", "Ravensworth", "Rosenthal", "Sandoval", "Shackleford",
    "Thistlewood", "Trevelyan", "Underhill", "Vanderpool", "Villanueva", "Wadsworth", "Whitcombe", "Yarborough",
    "Zielinski", "Ashcombe", "Brightman", "Coldwell", "Drummond", "Esterhazy", "Fitzgerald", "Goodacre",
    "Holloway", "Ivanova", "Kilbride", "Lockhart", "Montague", "Nakamura", "Oyelaran", "Prendergast", "Rutherford",
    "Stanhope", "Tolliver", "Umberger", "Wexford", "Ybarra", "Abbington", "Moriarty", "Pettigrew", "Sorensen",
)
INITIALS = "ABCDEFGHJKLMNPRSTVW"
HONORIFIC = {"f": "Ms.", "m": "Mr."}
FEMININE = {
    "Adrienne", "Anneliese", "Beatriz", "Calliope", "Dagny", "Delphine", "Farrah", "Georgina", "Imogen", "Ingrid",
    "Josefina", "Katarina", "Lucinda", "Marisol", "Meredith", "Octavia", "Odessa", "Philippa", "Rosalind", "Saoirse",
    "Solveig", "Tamsin", "Valentina", "Winifred", "Yolanda", "Priya", "Annika", "Noemi", "Lorena",
}
# Entity names: a distinctive core plus an industry word chosen by theme, plus a suffix.
CORES = (
    "Harborview", "Cedar Ridge", "Northgate", "Bluestone", "Redfern", "Granite Peak", "Silverline", "Oakhaven",
    "Ironwood", "Brightwater", "Copperfield", "Larkspur", "Meridian Crest", "Pinecrest", "Stonebridge", "Tidewater",
    "Wolcott", "Ashgrove", "Blackthorn", "Clearbrook", "Driftwood", "Evergreen Hollow", "Foxglove", "Glenmore",
    "Hawthorne Lane", "Juniper Bay", "Kestrel", "Lionsgate Row", "Marigold", "Nettlefield", "Orchard Point",
    "Quarry Hill", "Riverbend", "Sagebrush", "Thornbury", "Upland", "Vantage Point", "Windmere", "Yellowbirch",
    "Zephyr", "Amberly", "Beacon Hill", "Carrow", "Dovecote", "Elmstead", "Fairhaven", "Goldcrest", "Highmoor",
)
SUFFIXES = ("Inc.", "LLC", "Corp.", "L.P.", "Co.")
PROFESSIONAL_SUFFIX = "PLLC"
STREETS = (
    "Larkspur Avenue", "Commerce Drive", "Harbor Street", "Industrial Parkway", "Mill Road", "Bayshore Boulevard",
    "Granger Lane", "Foundry Street", "Kingsley Court", "Lakeview Drive", "Quarry Road", "Sutter Way",
    "Tanager Street", "Wharf Road", "Orchard Avenue", "Cannery Row", "Depot Street", "Ridgeline Drive",
)
# (city, county, state): real places; a matter uses one state, and its changed places come from the same state.
PLACES: dict[str, tuple[tuple[str, str], ...]] = {
    "California": (("Oakland", "Alameda"), ("Fresno", "Fresno"), ("Pasadena", "Los Angeles"),
                   ("San Jose", "Santa Clara"), ("Santa Rosa", "Sonoma"), ("Modesto", "Stanislaus"),
                   ("Bakersfield", "Kern")),
    "Texas": (("Austin", "Travis"), ("Plano", "Collin"), ("Round Rock", "Williamson"), ("Lubbock", "Lubbock"),
              ("Waco", "McLennan"), ("Denton", "Denton"), ("Tyler", "Smith")),
    "Illinois": (("Naperville", "DuPage"), ("Peoria", "Peoria"), ("Rockford", "Winnebago"), ("Joliet", "Will"),
                 ("Champaign", "Champaign"), ("Evanston", "Cook")),
    "Ohio": (("Dayton", "Montgomery"), ("Toledo", "Lucas"), ("Akron", "Summit"), ("Canton", "Stark"),
             ("Columbus", "Franklin"), ("Mansfield", "Richland")),
    "Georgia": (("Savannah", "Chatham"), ("Macon", "Bibb"), ("Athens", "Clarke"), ("Marietta", "Cobb"),
                ("Valdosta", "Lowndes"), ("Albany", "Dougherty")),
    "Colorado": (("Boulder", "Boulder"), ("Greeley", "Weld"), ("Pueblo", "Pueblo"), ("Golden", "Jefferson"),
                 ("Loveland", "Larimer"), ("Littleton", "Arapahoe")),
    "Arizona": (("Tempe", "Maricopa"), ("Flagstaff", "Coconino"), ("Yuma", "Yuma"), ("Prescott", "Yavapai"),
                ("Tucson", "Pima"), ("Kingman", "Mohave")),
    "North Carolina": (("Durham", "Durham"), ("Asheville", "Buncombe"), ("Greensboro", "Guilford"),
                       ("Wilmington", "New Hanover"), ("Cary", "Wake"), ("Hickory", "Catawba")),
    "Pennsylvania": (("Allentown", "Lehigh"), ("Erie", "Erie"), ("Reading", "Berks"), ("Lancaster", "Lancaster"),
                     ("Scranton", "Lackawanna"), ("Harrisburg", "Dauphin")),
    "Oregon": (("Eugene", "Lane"), ("Salem", "Marion"), ("Bend", "Deschutes"), ("Medford", "Jackson"),
               ("Corvallis", "Benton"), ("Hillsboro", "Washington")),
    "Minnesota": (("Duluth", "St. Louis"), ("Rochester", "Olmsted"), ("Bloomington", "Hennepin"),
                  ("Mankato", "Blue Earth"), ("Moorhead", "Clay"), ("Winona", "Winona")),
    "Tennessee": (("Knoxville", "Knox"), ("Chattanooga", "Hamilton"), ("Murfreesboro", "Rutherford"),
                  ("Jackson", "Madison"), ("Franklin", "Williamson"), ("Kingsport", "Sullivan")),
    "Wisconsin": (("Madison", "Dane"), ("Green Bay", "Brown"), ("Kenosha", "Kenosha"), ("Oshkosh", "Winnebago"),
                  ("Eau Claire", "Eau Claire"), ("Wausau", "Marathon")),
    "Michigan": (("Lansing", "Ingham"), ("Kalamazoo", "Kalamazoo"), ("Flint", "Genesee"), ("Saginaw", "Saginaw"),
                 ("Ann Arbor", "Washtenaw"), ("Traverse City", "Grand Traverse")),
}
STATE_ABBR = {
    "California": "CA", "Texas": "TX", "Illinois": "IL", "Ohio": "OH", "Georgia": "GA", "Colorado": "CO",
    "Arizona": "AZ", "North Carolina": "NC", "Pennsylvania": "PA", "Oregon": "OR", "Minnesota": "MN",
    "Tennessee": "TN", "Wisconsin": "WI", "Michigan": "MI",
}
ZIP_START = {
    "California": 93, "Texas": 76, "Illinois": 61, "Ohio": 44, "Georgia": 31, "Colorado": 80, "Arizona": 85,
    "North Carolina": 27, "Pennsylvania": 17, "Oregon": 97, "Minnesota": 55, "Tennessee": 37, "Wisconsin": 53,
    "Michigan": 48,
}
# Words and currency codes a Bates prefix must not be (prefixes are drawn mostly without vowels, so few apply).
NOT_PREFIXES = frozenset({
    "USD", "EUR", "GBP", "JPY", "CAD", "AUD", "CHF", "CNY", "HKD", "NZD", "SEK", "NOK", "DKK", "PLN", "CZK",
    "HUF", "MXN", "BRL", "INR", "KRW", "SGD", "ZAR", "TRY", "RUB", "THB", "TWD", "ILS", "AED", "SAR", "PKR",
    "BDT", "LKR", "NPR", "MMK", "KZT", "GHS", "NGN", "KES", "TZS", "UGX", "ZMW", "BWP", "MWK", "XOF", "XAF",
    "XCD", "XPF", "XDR", "BGN", "RON", "HRK", "RSD", "MKD", "MDL", "GEL", "AMD", "AZN", "BYN", "TJS", "TMT",
    "KGS", "MNT", "KPW", "MVR", "SCR", "SLL", "SZL", "TND", "TTD", "JMD", "KYD", "BZD", "HNL", "GMD", "GNF",
    "DJF", "SDG", "SYP", "SHP", "SRD", "STN", "PGK", "SBD", "FJD", "TOP", "WST", "VUV", "BHD", "BND", "QAR",
    "OMR", "JOD", "KWD", "LYD", "MAD", "DZD", "EGP", "ETB", "ERN", "BIF", "RWF", "CDF", "BRR", "HMM", "PST",
    "NTH", "TSK", "CWM", "SHH", "PFFT", "GRR", "ZZZ", "TV", "DVD", "CD", "PC", "PR", "PS", "MR", "MS", "DR",
    "ST", "LN", "RD", "NW", "SW", "NJ", "NY", "NC", "SC", "ND", "SD", "WV", "CPR", "HR", "PM", "TBD", "FYI",
    "LLC", "LLP", "PLLC", "CFO", "CEO", "GDP", "HVAC", "PDF", "DPT",
})
CONSONANTS = "BCDFGHJKLMNPQRSTVWXZ"


@dataclass(frozen=True)
class Person:
    given: str
    middle: str  # a single initial letter, or ""
    surname: str
    title: str = ""  # "Chief Financial Officer"

    @property
    def full(self) -> str:
        return f"{self.given} {self.middle}. {self.surname}" if self.middle else f"{self.given} {self.surname}"

    @property
    def plain(self) -> str:
        return f"{self.given} {self.surname}"

    @property
    def formal(self) -> str:
        return f"{HONORIFIC['f' if self.given in FEMININE else 'm']} {self.surname}"


@dataclass(frozen=True)
class Entity:
    core: str  # "Harborview"
    trade: str  # "Properties"
    suffix: str  # "LLC"

    @property
    def name(self) -> str:
        return f"{self.core} {self.trade} {self.suffix}"

    @property
    def short(self) -> str:
        return f"{self.core} {self.trade}"

    @property
    def caps(self) -> str:
        return self.name.upper()


@dataclass(frozen=True)
class Address:
    number: int
    street: str
    suite: str  # "Suite 310" or ""
    city: str
    county: str
    state: str
    zip: str

    @property
    def line1(self) -> str:
        return f"{self.number} {self.street}" + (f", {self.suite}" if self.suite else "")

    @property
    def line2(self) -> str:
        return f"{self.city}, {STATE_ABBR[self.state]} {self.zip}"

    @property
    def one_line(self) -> str:
        return f"{self.line1}, {self.city}, {self.state} {self.zip}"


class Names:
    """Draws people, entities and addresses for one matter, never reusing a surname, core or city."""

    def __init__(self, rng: random.Random, state: str) -> None:
        self.rng = rng
        self.state = state
        self._given = list(GIVEN)
        self._surnames = list(SURNAMES)
        self._cores = list(CORES)
        self._places = list(PLACES[state])
        for pool in (self._given, self._surnames, self._cores, self._places):
            rng.shuffle(pool)

    def person(self, title: str = "", middle: bool | None = None) -> Person:
        if middle is None:
            middle = self.rng.random() < 0.5
        initial = self.rng.choice(INITIALS) if middle else ""
        return Person(self._given.pop(), initial, self._surnames.pop(), title)

    def entity(self, trade: str, suffix: str | None = None) -> Entity:
        return Entity(self._cores.pop(), trade, suffix or self.rng.choice(SUFFIXES))

    def firm(self) -> Entity:
        """A professional firm: two surnames and PLLC (an accountant, engineer or law firm)."""
        first, second = self._surnames.pop(), self._surnames.pop()
        return Entity(f"{first} &", second, PROFESSIONAL_SUFFIX)

    def address(self, suite: bool | None = None) -> Address:
        city, county = self._places.pop()
        if suite is None:
            suite = self.rng.random() < 0.5
        suite_text = f"Suite {self.rng.randint(1, 9)}{self.rng.randint(0, 5)}{self.rng.randint(0, 9)}" if suite else ""
        zip_code = f"{ZIP_START[self.state]}{self.rng.randint(100, 999)}"
        return Address(self.rng.randint(100, 9899), self.rng.choice(STREETS), suite_text, city, county, self.state,
                       zip_code)

    def spare_surnames(self) -> list[str]:
        return list(self._surnames)

    def spare_given(self) -> list[str]:
        return list(self._given)

    def spare_cores(self) -> list[str]:
        return list(self._cores)

    def spare_places(self) -> list[tuple[str, str]]:
        return list(self._places)


def bates_prefix(rng: random.Random) -> str:
    """2-5 capital letters, mostly consonants (so never a word), never a currency code."""
    while True:
        length = rng.choice((2, 3, 3, 4, 4, 5))
        prefix = "".join(rng.choice(CONSONANTS) for _ in range(length))
        if prefix not in NOT_PREFIXES and len(set(prefix)) > 1:
            return prefix
