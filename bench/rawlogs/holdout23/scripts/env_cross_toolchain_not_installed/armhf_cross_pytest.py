# cause: env_cross_toolchain_not_installed
# expect: arm-linux-gnueabihf-g\+\+
# capture: pytest-native
import functools
import tvm
from tvm.support import cc
from tvm.script import ir as I, relax as R


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((8, 8), "float32")):
        with R.dataflow():
            y = R.exp(x)
            R.output(y)
        return y


def test_export_armhf(tmp_path):
    target = {"kind": "llvm", "mtriple": "armv7a-linux-gnueabihf", "mfloat-abi": "hard", "mattr": ["+neon"]}
    ex = tvm.compile(Mod, target=tvm.target.Target(target))
    fcompile = cc.cross_compiler("arm-linux-gnueabihf-g++", options=["-static-libstdc++"])
    ex.export_library(str(tmp_path / "exp_armhf.so"), fcompile=fcompile)
