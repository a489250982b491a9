# cause: mvn_hardcoded_fp32_exponent
# expect: Binary operators must have the same datatype for both operands
# capture: stderr
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

import sys
print(f"python {sys.version.split()[0]}, tvm {tvm.__version__}, onnx {onnx.__version__}")
spec = helper.make_tensor_value_info("spec", TensorProto.DOUBLE, ["batch", 80, "frames"])
out = helper.make_tensor_value_info("spec_norm", TensorProto.DOUBLE, None)
g = helper.make_graph([helper.make_node("MeanVarianceNormalization", ["spec"], ["spec_norm"], axes=[0, 2])],
                      "cmvn", [spec], [out])
mod = from_onnx(helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)]))
