# cause: pass_config_strict_type
# expect: to have type (int|bool), but instead get
# capture: pytest
import os
import tvm
from tvm import relax
from tvm.script import ir as I
from tvm.script import relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8,), "float32")):
        y = R.sin(x)
        return y


def test_config_from_env():
    cfg = {"tirx.disable_vectorize": os.environ.get("DISABLE_VEC", "1")}
    with tvm.transform.PassContext(opt_level=2, config=cfg):
        tvm.compile(Mod, "llvm")
