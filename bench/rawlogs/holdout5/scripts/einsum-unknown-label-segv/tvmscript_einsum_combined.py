# cause: einsum-unknown-label-segv
# expect: Segfault encountered
# capture: combined
import sys

print("parsing attention scores module", file=sys.stderr, flush=True)

from tvm.script import ir as I, relax as R  # noqa: E402


@I.ir_module
class Scores:
    @R.function
    def main(q: R.Tensor((2, 8, 16), "float32"), k: R.Tensor((2, 8, 16), "float32")):
        with R.dataflow():
            s = R.einsum((q, k), "bqd,bkd->bqz")
            R.output(s)
        return s


print("parsed", file=sys.stderr)
