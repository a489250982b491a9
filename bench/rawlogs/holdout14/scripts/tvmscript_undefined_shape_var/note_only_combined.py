# cause: tvmscript_undefined_shape_var
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import tvm
from tvm.script import relax as R, ir as I

print("parsing decoder module ...")

@I.ir_module
class Decoder:
    @R.function
    def main(h: R.Tensor(("b", "s", 256), "float32"), w: R.Tensor((256, "vocab"), "float32")):
        with R.dataflow():
            logits = R.matmul(h, w)
            out = R.reshape(logits, (b * s, vocab_size))
            R.output(out)
        return out

print("parsed")
