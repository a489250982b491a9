# cause: tvmscript-undefined-variable
# expect: Undefined variable: \w+
# env: TVM_BACKTRACE=1
import traceback
import warnings

import tvm
from tvm.script import ir as I, relax as R

print(f"TVM version: {tvm.__version__}")
warnings.warn("this reproducer pins an old model config; results may differ", UserWarning)

try:
    dev = tvm.cuda(0)
    if not dev.exist:
        raise RuntimeError("no CUDA device found; using CPU")
except Exception:
    traceback.print_exc()

@I.ir_module
class Model:
    @R.function
    def forward(inp: R.Tensor((4,), "float32"), w: R.Tensor((4,), "float32")):
        with R.dataflow():
            h = R.multiply(inp, w)
            out = R.add(h, bias)
            R.output(out)
        return out


mod = Model


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
