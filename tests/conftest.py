from pathlib import Path

import pytest
from helpers import run_campaign_cli, two_function_program


@pytest.fixture
def program():
    return two_function_program()


@pytest.fixture(scope="session")
def local_campaign(tmp_path_factory) -> tuple[Path, dict]:
    """The reference: CAMPAIGN_ARGS run locally once (results directory, summary). Read it, do not change it."""
    results = tmp_path_factory.mktemp("local-campaign") / "results"
    return results, run_campaign_cli(results)
