# cause: module_pass_returns_none
# expect: module pass must be set
# capture: pytest-short
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@tvm.transform.module_pass(opt_level=1, name="DropDebugFuncs")
class DropDebugFuncs:
    def __init__(self, prefix="debug_"):
        self.prefix = prefix

    def transform_module(self, mod, ctx):
        for gv in list(mod.get_global_vars()):
            if gv.name_hint.startswith(self.prefix):
                del mod[gv]
        if not any(gv.name_hint.startswith(self.prefix) for gv in mod.get_global_vars()):
            return
        return mod


def build_mod():
    @I.ir_module
    class Mod:
        @R.function
        def main(a: R.Tensor((16,), "float16"), b: R.Tensor((16,), "float16")):
            c = R.add(a, b)
            return c

        @R.function
        def debug_dump(a: R.Tensor((16,), "float16")):
            return a
    return Mod


def test_drop_debug():
    mod = DropDebugFuncs()(build_mod())
    assert "debug_dump" not in [gv.name_hint for gv in mod.get_global_vars()]
