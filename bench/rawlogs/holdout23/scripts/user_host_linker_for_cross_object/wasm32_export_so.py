# cause: user_host_linker_for_cross_object
# expect: Compilation error
# capture: stderr
# env: TVM_BACKTRACE=1
import tvm
from tvm.script import ir as I, relax as R

import os
WORKDIR = "build"
os.makedirs(WORKDIR, exist_ok=True)


@I.ir_module
class Tok:
    @R.function
    def main(x: R.Tensor((1, 32), "float32")):
        with R.dataflow():
            y = R.nn.softmax(x)
            R.output(y)
        return y


ex = tvm.compile(Tok, target=tvm.target.Target({"kind": "llvm", "mtriple": "wasm32-unknown-unknown-wasm"}))
ex.export_library("tok_softmax.so", workspace_dir=WORKDIR)
