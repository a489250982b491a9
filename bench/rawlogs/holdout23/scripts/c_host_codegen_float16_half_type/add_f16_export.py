# cause: c_host_codegen_float16_half_type
# expect: 'half' was not declared in this scope|‘half’ was not declared
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


@I.ir_module
class Mod:
    @R.function
    def main(x: R.Tensor((16, 16), "float16"), y: R.Tensor((16, 16), "float16")):
        with R.dataflow():
            z = R.add(x, y)
            R.output(z)
        return z


# microcontroller flow: emit plain C and let the vendor toolchain build it
ex = tvm.compile(Mod, target=tvm.target.Target("c"))
ex.export_library("add_f16.so", workspace_dir=WORKDIR)
