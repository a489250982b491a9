# cause: thresholdedrelu_mask_cast_fp32
# expect: Binary operators must have the same datatype for both operands
# capture: stderr
# post: truncate=0.6
import numpy as np
import onnx
from onnx import helper, TensorProto, numpy_helper
import tvm
from tvm import relax
from tvm.relax.frontend.onnx import from_onnx

import logging
logging.basicConfig(level=logging.DEBUG)
logging.getLogger("onnx_import").debug("building ThresholdedRelu float64 model")
m = helper.make_model(
    helper.make_graph([helper.make_node("ThresholdedRelu", ["a"], ["b"])], "trelu64",
                      [helper.make_tensor_value_info("a", TensorProto.DOUBLE, ["n"])],
                      [helper.make_tensor_value_info("b", TensorProto.DOUBLE, ["n"])]),
    opset_imports=[helper.make_opsetid("", 22)])
mod = from_onnx(m)
