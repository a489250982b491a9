# cause: layer-norm-rank0-reduce
# expect: _nn_layer_norm[\s\S]*Cannot reduce a 0 dim Tensor
# post: crlf
import logging

import tvm
from tvm import relax
from tvm.relax.frontend import nn
from tvm.script import ir as I, relax as R

print("=" * 60)
print("building relax module")
print("=" * 60)

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

@I.ir_module
class Module:
    @R.function
    def main(h: R.Tensor((), dtype="float32"), weight: R.Tensor((), dtype="float32"), bias: R.Tensor((), dtype="float32")):
        with R.dataflow():
            y = R.nn.layer_norm(h, weight, bias, axes=[], epsilon=1e-6)
            R.output(y)
        return y


mod = Module


def run(mod):
    ex = relax.build(mod, target="llvm")
    return ex


run(mod)
