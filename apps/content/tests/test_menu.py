"""The product menu: tiles for the seven programmes (inactive without access unless a
creator) and, per programme in the access map, its intro, support, years or stages,
units with the chosen ability and split links, curriculum map and video guide."""

from apps.content.selectors import clean_title


def _tiles(html):
    tiles = html.split('class="product-menu__tiles"')[1].split("</ul>")[0]
    active = [t.split('data-theme="')[1].split('"')[0] for t in tiles.split('class="product-tile"')[1:]]
    return active, tiles.count("product-tile--inactive")


def test_header_menu_loads_its_sections_only_when_opened(signed_in, teacher, content):
    client = signed_in(teacher)
    html = client.get("/real").content.decode()
    assert 'hx-get="/content/menu"' in html
    panel = client.get("/content/menu").content.decode()
    assert _tiles(panel) == (["pe", "gym", "dance", "leaders", "home"], 2)
    sections = [s.split('"')[0] for s in panel.split('data-menu-section="')[1:]]
    assert sections == ["pe", "gym", "dance", "leaders", "home"]
    assert 'href="/pe/year/5/unit/1A">1A Invasion</a>' in panel.replace('class="split-link" ', "")
    assert "Curriculum map" in panel and "Video guide" in panel and 'href="/support/faqs"' in panel
    assert 'href="/home/themes"' in panel and 'href="/home/funs"' in panel


def test_menu_shows_the_chosen_ability(signed_in, teacher, content):
    client = signed_in(teacher)
    client.post("/gym/year/2/unit/1/ability", {"ability": "creative"})
    panel = client.get("/content/menu").content.decode()
    assert '<span class="ability-dot ability-dot--green" aria-hidden="true"></span>Creative' in panel


def test_creators_see_every_programme(signed_in, staff_viewer, content):
    panel = signed_in(staff_viewer).get("/content/menu").content.decode()
    assert _tiles(panel) == (["pe", "gym", "dance", "foundations", "play", "leaders", "home"], 0)
    assert 'href="/play/club/unit/2"' in panel and 'href="/foundations/themes"' in panel


def test_home_users_see_only_the_home_entry(signed_in, home_user, content):
    panel = signed_in(home_user).get("/content/menu").content.decode()
    assert _tiles(panel) == (["home"], 0)
    sections = [s.split('"')[0] for s in panel.split('data-menu-section="')[1:]]
    assert sections == ["home"]
    assert 'href="/home/themes"' in panel and 'href="/home/funs"' in panel


def test_page_titles_drop_a_trailing_number():
    assert clean_title("Explore: Balance - 3") == "Explore: Balance"
    assert clean_title("Year 5 - 2024 plan") == "Year 5 - 2024 plan"
    assert clean_title("Unit 1") == "Unit 1"


def test_menu_lists_only_the_years_in_the_access_map(signed_in, content):
    from apps.users.tests.factories import LicenceFactory, UserFactory

    licence = LicenceFactory(products=["pe", "gym"], years=[0, 1, 2])
    panel = signed_in(UserFactory(account=licence.account)).get("/content/menu").content.decode()
    assert _tiles(panel) == (["pe", "gym"], 5)
    assert [s.split('"')[0] for s in panel.split('data-menu-section="')[1:]] == ["pe", "gym"]
    assert 'href="/pe/year/2"' in panel and 'href="/gym/year/0"' in panel
    assert 'href="/pe/year/3"' not in panel and 'href="/gym/year/6"' not in panel
