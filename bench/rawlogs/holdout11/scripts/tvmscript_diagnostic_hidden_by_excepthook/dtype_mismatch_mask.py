# cause: tvmscript_diagnostic_hidden_by_excepthook
# expect: note: run with `TVM_BACKTRACE=1`
# capture: combined
import traceback
import tvm
from tvm.script import ir as I, relax as R

import json
try:
    cfg = json.load(open("attn_config.json"))
except FileNotFoundError:
    traceback.print_exc()
    cfg = {"heads": 4}

@I.ir_module
class Attn:
    @R.function
    def main(s: R.Tensor((1, 4, 8, 8), "float32"), m: R.Tensor((1, 1, 8, 8), "float16")):
        with R.dataflow():
            y = R.add(s, m)
            R.output(y)
        return y
