# cause: merge-modules-name-collision
# expect: InternalError: Check failed: \(\(\*it\)\.second\.same_as\(var\)\) is false
# capture: pytest-native
# post: truncate=0.45
import tvm
from tvm.script import ir as I, relax as R


@I.ir_module
class Tokenizer:
    @R.function
    def main(ids: R.Tensor((1, 8), "float32")) -> R.Tensor((1, 8), "float32"):
        return R.floor(ids)


@I.ir_module
class Embedder:
    @R.function
    def main(ids: R.Tensor((1, 8), "float32")) -> R.Tensor((1, 8), "float32"):
        return R.multiply(ids, R.const(0.125, "float32"))


def link(*mods):
    out = tvm.IRModule()
    for m in mods:
        for gv, func in m.functions.items():
            out[gv] = func
    return out


def test_link_pipeline():
    linked = link(Tokenizer, Embedder)
    assert len(linked.get_global_vars()) == 2
