# cause: mvn_hardcoded_fp32_exponent
# expect: Binary operators must have the same datatype for both operands
# capture: ipython
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

x = helper.make_tensor_value_info("x", TensorProto.DOUBLE, [1, 2, 3, 3])
y = helper.make_tensor_value_info("y", TensorProto.DOUBLE, [1, 2, 3, 3])
model = helper.make_model(helper.make_graph([helper.make_node("MeanVarianceNormalization", ["x"], ["y"])], "mvn", [x], [y]),
                          opset_imports=[helper.make_opsetid("", 13)])
mod = from_onnx(model)
