# cause: take-nan-mode-integer-data
# expect: _take[\s\S]*(Cannot convert NaN to BigInt|cannot make uint from negative value nan|NaN)
import logging
import sys
import traceback

import tvm
from tvm.script import ir as I, relax as R

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
log = logging.getLogger("repro")
log.info("starting build with tvm %s", tvm.__version__)

try:
    target = tvm.target.Target("cudaa")
except Exception:
    traceback.print_exc()
    print("falling back to llvm", file=sys.stderr)

@I.ir_module
class Module:
    @R.function
    def main(emb: R.Tensor((16, 8), dtype="int8"), tok: R.Tensor((1, 5), dtype="int64")):
        with R.dataflow():
            y = R.take(emb, tok, axis=0, mode="nan")
            R.output(y)
        return y


mod = Module


def run(mod):
    ex = tvm.compile(mod, target="llvm")
    return ex


run(mod)
