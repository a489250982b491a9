# cause: with-attr-result-discarded
# expect: AssertionError: module attrs lost
# capture: pytest
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Model:
    @R.function
    def main(x: R.Tensor((2, 3), "float32")) -> R.Tensor((3, 2), "float32"):
        y = R.permute_dims(x, [1, 0])
        return y


def tag_module(mod, version):
    mod.with_attr("model_version", version)
    mod.with_attr("producer", "exporter-v2")
    return mod


def test_attrs_survive_json():
    mod = tag_module(Model.clone(), "1.4.0")
    text = tvm.ir.save_json(mod)
    loaded = tvm.ir.load_json(text)
    assert loaded.attrs.get("model_version") == "1.4.0", "module attrs lost: %s" % (loaded.attrs,)
