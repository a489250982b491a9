"""Case files: round-trip, refusal of hostile pickles, and clear errors for every kind of bad file."""

import os
import pickle
import struct
import hashlib

import numpy as np
import pytest

from relayreduce import case as case_mod
from relayreduce.case import CaseFileError, OracleSpec, load_case, make_case, save_case
from helpers import two_function_program


@pytest.fixture
def saved(tmp_path):
    case = make_case(two_function_program(), [np.ones((3, 4), "float32"), np.array(True)],
                     oracle=OracleSpec("reference", "llvm", passes=("FoldConstant",)), seed=7,
                     environment={"tvm_version": "0.27.0.post1"}, origin="test")
    return case, save_case(tmp_path / "case.pkl", case)


def test_roundtrip_keeps_program_inputs_oracle_seed_and_environment(saved):
    case, path = saved
    loaded = load_case(path)
    assert loaded.program == case.program
    assert [a.tolist() for a in loaded.input_arrays] == [a.tolist() for a in case.input_arrays]
    assert loaded.input_arrays[0].dtype == np.float32
    assert loaded.oracle == OracleSpec("reference", "llvm", passes=("FoldConstant",))
    assert (loaded.seed, loaded.environment, loaded.format_version) == (7, {"tvm_version": "0.27.0.post1"}, 1)


def test_loading_does_not_import_tvm(saved, tmp_path):
    import subprocess
    import sys

    code = ("import sys; from relayreduce.case import load_case; load_case(sys.argv[1]); "
            "print('tvm' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code, str(saved[1])], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def _wrap(payload: bytes, version: int = case_mod.FORMAT_VERSION) -> bytes:
    header = struct.pack(">8sHQ32s", case_mod.MAGIC, version, len(payload), hashlib.sha256(payload).digest())
    return header + payload


class _Exploit:
    def __init__(self, marker):
        self.marker = marker

    def __reduce__(self):
        return (os.system, (f"touch {self.marker}",))


def test_a_pickle_that_calls_os_system_is_refused_and_nothing_runs(tmp_path):
    marker = tmp_path / "pwned"
    path = tmp_path / "evil.pkl"
    path.write_bytes(_wrap(pickle.dumps(_Exploit(marker), protocol=4)))
    with pytest.raises(CaseFileError, match=r"refusing to load: the pickle references (posix|os)\.system"):
        load_case(path)
    assert not marker.exists()
    # The same payload through plain pickle would have run the command: the test's exploit is real.
    pickle.loads(pickle.dumps(_Exploit(marker)))
    assert marker.exists()


def test_a_pickle_smuggling_a_global_inside_a_case_is_refused(tmp_path):
    marker = tmp_path / "pwned2"
    case = make_case(two_function_program(), [], environment={"x": _Exploit(marker)})
    path = tmp_path / "evil2.pkl"
    path.write_bytes(_wrap(pickle.dumps(case, protocol=4)))
    with pytest.raises(CaseFileError, match="refusing to load"):
        load_case(path)
    assert not marker.exists()


def test_a_non_case_object_is_refused(tmp_path):
    path = tmp_path / "list.pkl"
    path.write_bytes(_wrap(pickle.dumps([1, 2, 3])))
    with pytest.raises(CaseFileError, match="holds a list, not a case"):
        load_case(path)


@pytest.mark.parametrize("make, message", [
    (lambda good: b"", "is empty"),
    (lambda good: good[:5], "truncated"),
    (lambda good: good[:40], "truncated"),
    (lambda good: good[: len(good) - 10], r"truncated \(\d+ of \d+ payload bytes\)"),
    (lambda good: np.random.default_rng(0).bytes(4096), "not a relayreduce case file"),
    (lambda good: b"PK\x03\x04" + good[4:], "bad magic"),
    (lambda good: good[:-1] + bytes([good[-1] ^ 0xFF]), "checksum"),
    (lambda good: _wrap(good[case_mod._HEADER.size:], version=99), "v99, newer than this relayreduce reads"),
])
def test_bad_files_give_one_clear_error(saved, tmp_path, make, message):
    good = saved[1].read_bytes()
    path = tmp_path / "bad.pkl"
    path.write_bytes(make(good))
    with pytest.raises(CaseFileError, match=message) as info:
        load_case(path)
    assert "\n" not in str(info.value)


def test_missing_file_and_directory(tmp_path):
    with pytest.raises(CaseFileError, match="does not exist"):
        load_case(tmp_path / "nope.pkl")
    with pytest.raises(CaseFileError, match="is a directory"):
        load_case(tmp_path)


def test_save_is_atomic_and_leaves_no_temporary_files(saved):
    _, path = saved
    assert sorted(p.name for p in path.parent.iterdir()) == ["case.pkl"]


def test_a_case_file_gets_the_mode_of_every_other_output(saved):
    _, path = saved
    other = path.with_name("failure.json")
    other.write_text("{}")
    assert path.stat().st_mode & 0o777 == other.stat().st_mode & 0o777
