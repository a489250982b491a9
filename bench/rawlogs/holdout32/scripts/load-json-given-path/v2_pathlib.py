# cause: load-json-given-path
# expect: TypeError: the JSON object must be str, bytes or bytearray, not PosixPath
# capture: pytest-short
from pathlib import Path
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((8,), "float32")) -> R.Tensor((8,), "float32"):
        return R.sigmoid(x)


def test_archive_roundtrip(tmp_path):
    out = Path("artifacts")
    out.mkdir(exist_ok=True)
    (out / "model.json").write_text(tvm.ir.save_json(Model))
    mod = tvm.ir.load_json(out / "model.json")
    tvm.ir.assert_structural_equal(mod, Model)
